export { codeMessages, co2eInKilograms, useCodeWords, type CodeWords } from './codes';
