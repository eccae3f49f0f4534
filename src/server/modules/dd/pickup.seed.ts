import { defineSeed } from '../../db/seed/define';

/**
 * Demo only: `customer` (C0001) has pickups booked from its Shanghai warehouse (one for tomorrow, one
 * dispatched today) and from a supplier in Shenzhen, which the Shenzhen station (`ops`) handles as tasks
 * (WL0201_01; the station by the sender's city, migration 0405): one booked, one dispatched to a courier,
 * one picked up yesterday, one cancelled.
 */
export default defineSeed({
  name: 'pickup bookings',
  order: 340,
  async demo({ db, config }) {
    if ((await db.query(`select 1 from pickup_request limit 1`)).length) return;
    await db.query(
      `insert into pickup_request (customer_id, state, sender_name, sender_phone, sender_province, sender_city, sender_address,
                                   gross_weight, parcel_count, pickup_date, time_slot, remark, created_by,
                                   courier_name, courier_phone, pickup_time, dispatched_at, dispatched_by_name,
                                   picked_up_weight, picked_up_parcels, picked_up_at, picked_up_by_name, cancel_reason, cancelled_at, cancelled_by_name)
       select c.id, p.state, p.sender, p.phone, p.province, p.city, p.address, p.weight::numeric, p.pieces,
              current_date + p.days, p.slot, p.remark, u.id,
              p.courier, p.courier_phone, case when p.courier is not null then (current_date + p.days + time '15:00') at time zone $1 end,
              case when p.courier is not null then now() - interval '2 hours' end, case when p.courier is not null then p.by end,
              p.real_weight::numeric, p.real_pieces, case when p.real_weight is not null then now() - interval '1 day' end, case when p.real_weight is not null then p.by end,
              p.reason, case when p.reason is not null then now() - interval '3 hours' end, case when p.reason is not null then p.by end
         from customer c join app_user u on u.customer_id = c.id and u.loginid = 'customer',
              (values ('booked', '王发货', '021-60000100', '上海', '上海', '浦东新区示例路 1 号 3 号仓', '36.5', 3, 1, 'morning', '请带小推车',
                       null, null, null, null::int, null, null),
                      ('dispatched', '王发货', '021-60000100', '上海', '上海', '浦东新区示例路 1 号 3 号仓', '12.0', 1, 0, 'afternoon', null,
                       '陈师傅', '13900001111', null, null, null, '系统管理员'),
                      ('booked', '刘供应', '0755-26000200', '广东', '深圳', '宝安区福永街道示例工业园 B 栋', '58.0', 4, 1, 'afternoon', '货在一楼仓库门口',
                       null, null, null, null, null, null),
                      ('dispatched', '刘供应', '0755-26000200', '广东', '深圳', '宝安区福永街道示例工业园 B 栋', '22.5', 2, 0, 'afternoon', null,
                       '黄师傅', '13700002222', null, null, null, '周操作'),
                      ('picked_up', '刘供应', '0755-26000200', '广东', '深圳', '宝安区福永街道示例工业园 B 栋', '30.0', 2, -1, 'morning', null,
                       '黄师傅', '13700002222', '31.2', 3, null, '周操作'),
                      ('cancelled', '刘供应', '0755-26000200', '广东', '深圳', '宝安区福永街道示例工业园 B 栋', '8.0', 1, 2, 'evening', null,
                       null, null, null, null, '客户来电：货物未备齐，改期再约', '周操作'))
                as p(state, sender, phone, province, city, address, weight, pieces, days, slot, remark, courier, courier_phone, real_weight, real_pieces, reason, by)
        where c.code = 'C0001'`,
      // 15:00 on the business zone's clock.
      [config.businessTimeZone],
    );
  },
});
