import { defineMessages } from '../../platform/i18n';

/** Messages of the address books (xx/0202/*). */
defineMessages({
  'zh-CN': {
    'addressBook.customsNumbersForTraders': 'EORI 号和 IOSS 号只属于进口商和出口商',
  },
  'en-US': {
    'addressBook.customsNumbersForTraders': 'EORI and IOSS numbers belong to importers and exporters only',
  },
});
