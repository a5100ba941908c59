export { codeMessages, co2eInKilograms, useCodeWords, type CodeWords } from './codes';
export { codeInWords } from './codeInWords';
