import { defineSeed } from '../../db/seed/define';

/** Demo only: `customer` (C0001) has a pickup booked for tomorrow and one dispatched today. */
export default defineSeed({
  name: 'pickup bookings',
  order: 340,
  async demo({ db }) {
    if ((await db.query(`select 1 from pickup_request limit 1`)).length) return;
    await db.query(
      `insert into pickup_request (customer_id, state, sender_name, sender_phone, sender_province, sender_city, sender_address,
                                   gross_weight, parcel_count, pickup_date, time_slot, remark, created_by)
       select c.id, p.state, '王发货', '021-60000100', '上海', '上海', '浦东新区示例路 1 号 3 号仓', p.weight::numeric, p.pieces,
              current_date + p.days, p.slot, p.remark, u.id
         from customer c join app_user u on u.customer_id = c.id and u.loginid = 'customer',
              (values ('booked', '36.5', 3, 1, 'morning', '请带小推车'), ('dispatched', '12.0', 1, 0, 'afternoon', null)) as p(state, weight, pieces, days, slot, remark)
        where c.code = 'C0001'`,
    );
  },
});
