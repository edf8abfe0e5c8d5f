// Test setup for jsdom tests: jest-dom matchers and an in-memory IndexedDB for localforage.
import { deserialize, serialize } from 'node:v8';
import '@testing-library/jest-dom';
import 'fake-indexeddb/auto';

// jsdom does not expose structuredClone, which fake-indexeddb needs to store any value.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = ((value: unknown) =>
    deserialize(serialize(value))) as typeof globalThis.structuredClone;
}
