import type { Config } from '../config';
import { type AddressCheck, offlineAddressCheck, uspsAddressCheck } from './addressCheck';
import { type EmailCheck, neverBounceEmailCheck, offlineEmailCheck } from './emailCheck';
import type { Warn } from './httpJson';
import { numverifyPhoneCheck, offlinePhoneCheck, type PhoneCheck } from './phoneCheck';
import { offlineZipCheck, remoteZipCheck, type ZipCheck } from './zipCheck';
import type { ZipDirectory } from './zipDirectory';

/** The Contact step's outside checks, each behind its adapter so tests and offline installs need no service. */
export interface ContactChecks {
  address: AddressCheck;
  phone: PhoneCheck;
  email: EmailCheck;
  /** The external zip validation behind validate-zip-code. */
  zip: ZipCheck;
}

/** Every check by its offline rule: what tests and an installation without service keys use. */
export function offlineContactChecks(zips: ZipDirectory): ContactChecks {
  return {
    address: offlineAddressCheck(zips),
    phone: offlinePhoneCheck,
    email: offlineEmailCheck,
    zip: offlineZipCheck(zips),
  };
}

/** A service URL without its key (or the reverse) is a mistake worth stopping for, not a silent offline rule. */
function pair(config: Config, urlName: keyof Config, keyName: keyof Config): [string, string] | null {
  const url = config[urlName];
  const key = config[keyName];
  if (!url && !key) return null;
  if (typeof url !== 'string' || !url || typeof key !== 'string' || !key) {
    throw new Error(`Invalid configuration: set both ${urlName} and ${keyName}, or neither`);
  }
  return [url, key];
}

/** The production checks for the services configured, the offline rule for the others. */
export function contactChecksFromConfig(config: Config, zips: ZipDirectory, warn: Warn): ContactChecks {
  const offline = offlineContactChecks(zips);
  const address = pair(config, 'ADDRESS_CHECK_URL', 'ADDRESS_CHECK_TOKEN');
  const phone = pair(config, 'PHONE_CHECK_URL', 'PHONE_CHECK_KEY');
  const email = pair(config, 'EMAIL_CHECK_URL', 'EMAIL_CHECK_KEY');
  const zip = pair(config, 'ZIP_CHECK_URL', 'ZIP_CHECK_TOKEN');
  return {
    address: address
      ? uspsAddressCheck({ baseUrl: address[0], token: address[1], warn }, offline.address)
      : offline.address,
    phone: phone ? numverifyPhoneCheck({ baseUrl: phone[0], accessKey: phone[1], warn }) : offline.phone,
    email: email ? neverBounceEmailCheck({ baseUrl: email[0], key: email[1], warn }) : offline.email,
    zip: zip ? remoteZipCheck({ baseUrl: zip[0], token: zip[1], warn }, offline.zip) : offline.zip,
  };
}
