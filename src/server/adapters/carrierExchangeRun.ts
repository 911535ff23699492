import type { CarrierDeliveryRules } from './carrierDeliveryRules';
import type { CarrierDelivery, CarrierExchange } from './carrierExchange';
import { withFolderExchange } from './carrierFolders';
import { type SftpTimeouts, withSftpExchange } from './carrierSftp';

/** What a run needs besides the carrier's own settings: the files folder and where secrets are read. */
export interface ExchangeContext {
  /** The folder the `files` back end exchanges under (CARRIER_FILES_DIR, or DATA_DIR): one for the whole store. */
  filesDir: string;
  env: NodeJS.ProcessEnv;
  sftpTimeouts?: SftpTimeouts;
  /** Which secrets the settings may name and whether host keys must be pinned; unset, the strictest. */
  deliveryRules?: CarrierDeliveryRules;
}

/**
 * Runs one exchange with a carrier through the back end its settings name: its folders under
 * CARRIER_FILES_DIR (DATA_DIR unless set) by default, its SFTP server in production. The feed worker's one entry point.
 */
export function runCarrierExchange<T>(
  carrierId: number,
  delivery: CarrierDelivery,
  context: ExchangeContext,
  work: (exchange: CarrierExchange) => Promise<T>,
): Promise<T> {
  if (delivery.kind === 'sftp') {
    return withSftpExchange(
      carrierId,
      delivery,
      context.env,
      work,
      context.sftpTimeouts,
      context.deliveryRules,
    );
  }
  return withFolderExchange(context.filesDir, carrierId, work);
}
