import { Module } from '@nestjs/common';
import { SocketServer } from './socket-server.service.js';

/** The Socket.IO server of this replica, shared by the rooms, fan-out and flags features. */
@Module({ providers: [SocketServer], exports: [SocketServer] })
export class SocketModule {}
