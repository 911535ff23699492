import zipcodes from 'zipcodes';

interface ZipPlace {
  zip: string;
  city: string;
  state: string;
}

/** Zip to city and state, from the offline dataset of the zipcodes package (US codes only). */
export interface ZipDirectory {
  lookup(zip: string): ZipPlace | null;
}

export const offlineZipDirectory: ZipDirectory = {
  lookup(zip) {
    if (!/^\d{5}$/.test(zip)) return null;
    const found = zipcodes.lookup(zip);
    if (found?.country !== 'US') return null;
    return { zip, city: found.city, state: found.state };
  },
};
