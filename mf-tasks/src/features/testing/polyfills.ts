// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time: import this first in tests.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
