import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LoginController } from './login.controller.js';
import { LoginService } from './login.service.js';
import { ServedHosts } from './served-hosts.service.js';

/** The login routes under /auth (public-site §2 "Login flow", §7). */
@Module({
  imports: [AuthModule],
  controllers: [LoginController],
  providers: [LoginService, ServedHosts],
})
export class LoginModule {}
