import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DomainEvents, type MemberErasedEvent } from '../../common/events/domain-events';
import { MemberDataSections } from '../community/member-data-sections';
import { EventExtensions } from '../events/event-extensions';
import { RegistrationsService } from './registrations.service';

/**
 * Where registration plugs into other features without their knowing it: the events' answers and
 * form, a member's data export, and a member's erasure.
 */
@Injectable()
export class RegistrationHooks {
  constructor(
    extensions: EventExtensions,
    sections: MemberDataSections,
    private readonly registrations: RegistrationsService,
  ) {
    extensions.add({
      decorate: (events, audience) => this.registrations.decorate(events, audience),
      check: async (eventId, body) => {
        if (body.registration) await this.registrations.checkSettings(eventId, body.registration);
      },
      save: async (eventId, body) => {
        if (body.registration) await this.registrations.saveSettings(eventId, body.registration);
      },
    });
    sections.add('eventRegistrations', (member) =>
      this.registrations.ofMember(member.id, member.email),
    );
  }

  /** A member's erasure takes their registrations (by account and by address) with it. */
  @OnEvent(DomainEvents.memberErased, { promisify: true, suppressErrors: false })
  async onMemberErased(event: MemberErasedEvent): Promise<void> {
    await this.registrations.eraseMember(event.memberId, event.email);
  }
}
