// The account itself: export everything the server holds for the user, or delete the account for good.
import { request } from './http';

export function exportAccount() {
  return request('GET', '/account/export', undefined, (m) => m.accountExportSchema);
}

export function deleteAccount() {
  return request('DELETE', '/account', undefined, (m) => m.accountDeletedSchema);
}
