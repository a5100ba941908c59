// Placeholder replaced by the sandbox work: starts the sandbox on free ports for the contract tests.
export default function setup(): void {}
