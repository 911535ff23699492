import type { CarrierDeliveryRules } from './carrierDeliveryRules';
import type { CarrierDelivery, CarrierExchange } from './carrierExchange';
import { withFolderExchange } from './carrierFolders';
import { type SftpTimeouts, withSftpExchange } from './carrierSftp';

/** What a run needs besides the carrier's own settings: the data folder and where secrets are read. */
export interface ExchangeContext {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  sftpTimeouts?: SftpTimeouts;
  /** Which secrets the settings may name and whether host keys must be pinned; unset, the strictest. */
  deliveryRules?: CarrierDeliveryRules;
}

/**
 * Runs one exchange with a carrier through the back end its settings name: its folders under
 * DATA_DIR by default, its SFTP server in production. The feed worker's one entry point.
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
  return withFolderExchange(context.dataDir, carrierId, work);
}
