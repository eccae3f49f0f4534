import { describe, expect, it } from 'vitest';
import { delivery, HELD_BLOCKS, loading, loadRefusal, LOADING_STATES, stationOp, STATION_OP_STATES, storage, weighing } from './stationStates';
import { deliveryState } from '../dictionaries/delivery-state';
import { loadingStatus } from '../dictionaries/loading-status';
import { stationOpStatus } from '../dictionaries/station-op-status';
import { storageStatus } from '../dictionaries/storage-status';
import { weighingStatus } from '../dictionaries/weighing-status';

describe('station machines (S13a-c, S14)', () => {
  it('name their states with the dictionaries that label them', () => {
    for (const [m, d] of [[stationOp, stationOpStatus], [storage, storageStatus], [weighing, weighingStatus], [loading, loadingStatus], [delivery, deliveryState]] as const) {
      expect(m.name).toBe(d.name);
      expect([...m.states].sort()).toEqual(d.items.map((i) => i.value).sort());
    }
  });

  it('walk a parcel through one station and on to the next', () => {
    let s: (typeof STATION_OP_STATES)[number] = 'not_arrived';
    for (const a of ['arrive', 'checkIn', 'store', 'checkOut', 'depart', 'unload'] as const) {
      const step = stationOp.next(s, a);
      expect(step.ok, `${a} from ${s}`).toBe(true);
      if (step.ok) s = step.to;
    }
    expect(s).toBe('arrived');
  });

  it('refuse what the state forbids', () => {
    expect(stationOp.next('not_arrived', 'checkIn')).toMatchObject({ ok: false, refusal: { state: 'not_arrived', action: 'checkIn' } });
    expect(stationOp.allowed('out_of_stock', 'checkIn')).toBe(false);
    expect(stationOp.actionsFrom('in')).toEqual(['cancelIn', 'store']);
    expect(storage.allowed('stored', 'store')).toBe(false);
    expect(weighing.allowed('weighed', 'weigh')).toBe(true);
    expect(loading.allowed('ready_for_storage', 'checkOut')).toBe(false);
  });

  it('say why a parcel may not be loaded, in the order the spec names the reasons', () => {
    expect(loadRefusal('not_arrived', 'ready_for_delivery')).toBe('notArrived');
    expect(loadRefusal('arrived', 'not_out_of_storage')).toBe('notArrived');
    expect(loadRefusal('out', 'loaded')).toBe('alreadyOut');
    expect(loadRefusal('out_of_stock', 'loaded')).toBe('alreadyLoaded');
    expect(loadRefusal('in_stock', 'ready_for_storage')).toBe('notReady');
    expect(loadRefusal('in_stock', 'not_out_of_storage')).toBe('notReady');
    expect(loadRefusal('in_stock', 'ready_for_delivery')).toBeNull();
    expect(loadRefusal('out_of_stock', 'out_of_storage')).toBeNull();
    expect(LOADING_STATES.filter((l) => loadRefusal('out_of_stock', l) === null)).toEqual(['ready_for_delivery', 'out_of_storage']);
  });

  it('dispatch for delivery only a parcel marked ready for delivery, once, and deliver it only once dispatched', () => {
    expect(LOADING_STATES.filter((l) => loading.allowed(l, 'dispatchDelivery'))).toEqual(['ready_for_delivery']);
    expect(loading.next('ready_for_delivery', 'dispatchDelivery')).toEqual({ ok: true, to: 'out_of_storage' });
    expect(delivery.next('not_dispatched', 'dispatch')).toEqual({ ok: true, to: 'dispatched' });
    expect(delivery.next('dispatched', 'deliver')).toEqual({ ok: true, to: 'delivered' });
    expect(delivery.actionsFrom('dispatched')).toEqual(['deliver']);
    expect(delivery.allowed('dispatched', 'dispatch')).toBe(false);
    expect(delivery.next('not_dispatched', 'deliver')).toMatchObject({ ok: false, refusal: { machine: 'deliveryState', state: 'not_dispatched', action: 'deliver' } });
    expect(delivery.actionsFrom('delivered')).toEqual([]);
    // A held parcel is not dispatched either.
    expect(HELD_BLOCKS.has('dispatchDelivery')).toBe(true);
  });
});
