/**
 * Dictionary registry: the value sets of SPEC §4 (and a few §3 enumerations) with zh/en labels.
 * One file per dictionary; this index only collects them.
 */
import type { Dictionary, DictionaryItem, DictionaryLocale } from './types';
import { announcementStatus } from './announcement-status';
import { noticeRead } from './notice-read';
import { routeType } from './route-type';
import { logisticsType } from './logistics-type';
import { channelServiceType } from './channel-service-type';
import { weightRule } from './weight-rule';
import { surchargeKind } from './surcharge-kind';
import { combinationAction } from './combination-action';
import { menuKind } from './menu-kind';
import { roleStatus } from './role-status';
import { applicationType } from './application-type';
import { approval } from './approval';
import { audience } from './audience';
import { auditStatus } from './audit-status';
import { billCycle } from './bill-cycle';
import { billReceiptStatus } from './bill-receipt-status';
import { billRecognitionStatus } from './bill-recognition-status';
import { billUploadStatus } from './bill-upload-status';
import { caseStatus } from './case-status';
import { currency } from './currency';
import { downloadEndFlag } from './download-end-flag';
import { enableStatus } from './enable-status';
import { frozen } from './frozen';
import { goodsRelease } from './goods-release';
import { loadingStatus } from './loading-status';
import { manifestState } from './manifest-state';
import { palletState } from './pallet-state';
import { handoverState } from './handover-state';
import { mawbState } from './mawb-state';
import { holdReason } from './hold-reason';
import { locked } from './locked';
import { mailType } from './mail-type';
import { overseasWarehouse } from './overseas-warehouse';
import { operateStatus } from './operate-status';
import { orderKind } from './order-kind';
import { orderStatus } from './order-status';
import { packingStatus } from './packing-status';
import { payChannel } from './pay-channel';
import { paymentProgress } from './payment-progress';
import { paymentFlow } from './payment-flow';
import { paymentStatus } from './payment-status';
import { printMode } from './print-mode';
import { printPluginStatus } from './print-plugin-status';
import { labelSize } from './label-size';
import { labelBarcodeField, labelField } from './label-field';
import { labelElementKind, labelSymbology, textAlign } from './label-element';
import { printFormat } from './print-format';
import { printDocument } from './print-document';
import { printStatus } from './print-status';
import { roles } from './roles';
import { settlementCycle } from './settlement-cycle';
import { specialRouteStatus } from './special-route-status';
import { stationOpStatus } from './station-op-status';
import { stationOperation } from './station-operation';
import { storageStatus } from './storage-status';
import { trackingStatus } from './tracking-status';
import { transferMethod } from './transfer-method';
import { labelSource } from './label-source';
import { supplierType } from './supplier-type';
import { transferState } from './transfer-state';
import { addressRole } from './address-role';
import { orderLogAction } from './order-log-action';
import { cancelKind } from './cancel-kind';
import { pickupSlot } from './pickup-slot';
import { pickupState } from './pickup-state';
import { deliveryState } from './delivery-state';
import { transferStatus } from './transfer-status';
import { userType } from './user-type';
import { valetAuthorization } from './valet-authorization';
import { valetAuthorizationState } from './valet-authorization-state';
import { verificationStatus } from './verification-status';
import { weighingStatus } from './weighing-status';
import { workOrderStatus } from './work-order-status';
import { yesNo } from './yes-no';

export { defineDictionary } from './types';
export type { Dictionary, DictionaryItem, DictionaryLocale } from './types';
export {
  announcementStatus,
  noticeRead,
  applicationType,
  approval,
  audience,
  auditStatus,
  billCycle,
  billReceiptStatus,
  billRecognitionStatus,
  billUploadStatus,
  caseStatus,
  currency,
  downloadEndFlag,
  enableStatus,
  frozen,
  goodsRelease,
  holdReason,
  loadingStatus,
  locked,
  manifestState,
  palletState,
  handoverState,
  mawbState,
  mailType,
  operateStatus,
  orderKind,
  orderStatus,
  overseasWarehouse,
  packingStatus,
  payChannel,
  paymentProgress,
  paymentFlow,
  paymentStatus,
  printMode,
  printPluginStatus,
  labelSize,
  labelField,
  labelBarcodeField,
  labelElementKind,
  labelSymbology,
  textAlign,
  printFormat,
  printDocument,
  printStatus,
  roles,
  settlementCycle,
  specialRouteStatus,
  stationOpStatus,
  stationOperation,
  storageStatus,
  trackingStatus,
  transferMethod,
  labelSource,
  supplierType,
  transferState,
  addressRole,
  orderLogAction,
  cancelKind,
  pickupSlot,
  pickupState,
  deliveryState,
  transferStatus,
  userType,
  valetAuthorization,
  valetAuthorizationState,
  verificationStatus,
  weighingStatus,
  workOrderStatus,
  yesNo,
  routeType,
  logisticsType,
  channelServiceType,
  weightRule,
  surchargeKind,
  combinationAction,
  menuKind,
  roleStatus,
};

/** Every built-in dictionary. */
export const ALL_DICTIONARIES: readonly Dictionary[] = [
  routeType,
  logisticsType,
  channelServiceType,
  weightRule,
  surchargeKind,
  combinationAction,
  menuKind,
  roleStatus,
  announcementStatus,
  noticeRead,
  applicationType,
  approval,
  audience,
  auditStatus,
  billCycle,
  billReceiptStatus,
  billRecognitionStatus,
  billUploadStatus,
  caseStatus,
  currency,
  downloadEndFlag,
  enableStatus,
  frozen,
  goodsRelease,
  holdReason,
  loadingStatus,
  locked,
  manifestState,
  palletState,
  handoverState,
  mawbState,
  mailType,
  operateStatus,
  orderKind,
  orderStatus,
  overseasWarehouse,
  packingStatus,
  payChannel,
  paymentProgress,
  paymentFlow,
  paymentStatus,
  printMode,
  printPluginStatus,
  labelSize,
  labelField,
  labelBarcodeField,
  labelElementKind,
  labelSymbology,
  textAlign,
  printFormat,
  printDocument,
  printStatus,
  roles,
  settlementCycle,
  specialRouteStatus,
  stationOpStatus,
  stationOperation,
  storageStatus,
  trackingStatus,
  transferMethod,
  labelSource,
  supplierType,
  transferState,
  addressRole,
  orderLogAction,
  cancelKind,
  pickupSlot,
  pickupState,
  deliveryState,
  transferStatus,
  userType,
  valetAuthorization,
  valetAuthorizationState,
  verificationStatus,
  weighingStatus,
  workOrderStatus,
  yesNo,
];

export type DictionaryRegistry = ReadonlyMap<string, Dictionary>;

/** Builds a registry keyed by name; a duplicate name, or a duplicate value inside one dictionary, throws. */
export function createDictionaryRegistry(dictionaries: readonly Dictionary[] = ALL_DICTIONARIES): DictionaryRegistry {
  const map = new Map<string, Dictionary>();
  for (const d of dictionaries) {
    if (map.has(d.name)) throw new Error(`duplicate dictionary: ${d.name}`);
    const seen = new Set<string>();
    for (const item of d.items) {
      if (seen.has(item.value)) throw new Error(`duplicate value ${item.value} in dictionary ${d.name}`);
      seen.add(item.value);
    }
    map.set(d.name, d);
  }
  return map;
}

const registry = createDictionaryRegistry();

export function getDictionary(name: string): Dictionary | undefined {
  return registry.get(name);
}

/** Names of every registered dictionary, sorted. */
export function dictionaryNames(): string[] {
  return [...registry.keys()].sort();
}

type RawValue = string | number | null | undefined;

export function dictionaryItem(name: string, value: RawValue): DictionaryItem | undefined {
  if (value === null || value === undefined) return undefined;
  return registry.get(name)?.items.find((i) => i.value === String(value));
}

/** The label of a value in a language; the raw value when it is not in the dictionary. */
export function dictionaryLabel(name: string, value: RawValue, locale: DictionaryLocale = 'zh-CN'): string {
  const item = dictionaryItem(name, value);
  if (!item) return value === null || value === undefined ? '' : String(value);
  return locale === 'en-US' ? item.en : item.zh;
}

/** Select options ({label, value}) of a dictionary in a language. */
export function dictionaryOptions(name: string, locale: DictionaryLocale = 'zh-CN'): { label: string; value: string }[] {
  return (registry.get(name)?.items ?? []).map((i) => ({ label: locale === 'en-US' ? i.en : i.zh, value: i.value }));
}

/** Download endFlag (S01): 0 downloading, 1 done, anything else failed (mapped to '2'). */
export function normalizeEndFlag(endFlag: RawValue): '0' | '1' | '2' {
  const v = endFlag === null || endFlag === undefined ? '' : String(endFlag).trim();
  return v === '0' || v === '1' ? v : '2';
}
