import { defineMessages } from '../../platform/i18n';

/** Messages of the station operation APIs (wl/0109). */
defineMessages({
  'zh-CN': {
    'station.otherStationForbidden': '没有权限查看其他站点的数据',
    'station.stationRequired': '当前账号未绑定站点，请指定站点',
  },
  'en-US': {
    'station.otherStationForbidden': "No permission for another station's data",
    'station.stationRequired': 'Your account has no station: please choose one',
  },
});
