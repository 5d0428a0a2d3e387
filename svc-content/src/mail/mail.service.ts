import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { SERVICE_CONFIG } from '@takehome/service-kit';
import { createTransport, type Transporter } from 'nodemailer';
import type { ContentConfig } from '../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** SMTP when `SMTP_URL` is set; otherwise mail is stored by its callers, not sent (docs/product/outside-services.md). */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly transport?: Transporter;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: ContentConfig) {
    this.transport = config.SMTP_URL ? createTransport(config.SMTP_URL) : undefined;
  }

  get enabled(): boolean {
    return this.transport !== undefined;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) throw new Error('SMTP is not configured (set SMTP_URL)');
    await this.transport.sendMail({ from: this.config.SMTP_FROM, ...mail });
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
