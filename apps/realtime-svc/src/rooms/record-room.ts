/** Prefix of the room that receives `data_update` for one record id. */
export const RECORD_ROOM_PREFIX = 'rec:';

/** The room of a record id: `rec:{id}`. */
export function recordRoom(id: string): string {
  return `${RECORD_ROOM_PREFIX}${id}`;
}

/** The record id of a record room, or null for any other room. */
export function recordIdOfRoom(room: string): string | null {
  return room.startsWith(RECORD_ROOM_PREFIX) ? room.slice(RECORD_ROOM_PREFIX.length) : null;
}
