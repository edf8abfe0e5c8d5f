// Test polyfill, imported first: react-router reads TextEncoder when it loads and jsdom does not provide it.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
