/** A count as the app's English pages write it (`1,234`): what a journey looks for on the page. */
export const en = (value: number) => value.toLocaleString('en-GB');
