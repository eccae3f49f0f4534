/**
 * What a parcel weighs once it has left its station, for the documents it travels on (handover
 * orders, MAWBs, their sheets): its load weight, else its outbound, inbound or declared weight.
 * One SQL expression on alias o, so every total is added up in numeric, never in floats.
 */
export const PARCEL_WEIGHT = `coalesce(o.load_weight, o.out_weight, o.in_weight, o.declared_weight, 0)`;
export const PARCEL_PIECES = `coalesce(o.in_box_count, o.package_count)`;
