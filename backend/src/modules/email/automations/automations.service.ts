import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import {
  DomainEvents,
  type EmailUnsubscribedEvent,
  type MemberErasedEvent,
  type MemberSubscribedEvent,
  type SubscriberCreatedEvent,
  type SubscriptionConfirmedEvent,
} from '../../../common/events/domain-events';
import { AUTOMATION_KINDS, type AutomationKind } from '../entities/automation.entity';
import { SuppressionRepository } from '../unsubscribe/suppression.repository';
import { SERIES } from './automations.constants';
import { AutomationNotFoundError, UnknownStepError } from './automations.errors';
import { AutomationsRepository, type StepInput } from './automations.repository';

export interface SeriesView {
  id: number;
  kind: AutomationKind;
  name: string;
  who: string;
  enabled: boolean;
  steps: {
    id: number;
    position: number;
    delayDays: number;
    subject: string;
    body: string;
    waiting: number;
  }[];
  completed: number;
  stopped: number;
}

/**
 * The welcome series: who enters them (the domain events of a new member or subscriber), who leaves
 * them (an unsubscribe, an erasure; a suppression or a list left is found when the next step is due),
 * and the editor's reads and writes.
 */
@Injectable()
export class AutomationsService {
  private readonly logger = new Logger(AutomationsService.name);

  constructor(
    private readonly automations: AutomationsRepository,
    private readonly suppressions: SuppressionRepository,
  ) {}

  async list(): Promise<SeriesView[]> {
    const rows = await this.automations.series();
    return Promise.all(rows.map((row) => this.view(row.kind)));
  }

  async view(kind: AutomationKind): Promise<SeriesView> {
    const series = await this.automations.byKind(kind);
    if (!series) throw new AutomationNotFoundError();
    const [steps, counts] = await Promise.all([
      this.automations.steps(series.id),
      this.automations.counts(series.id),
    ]);
    return {
      id: series.id,
      kind,
      name: SERIES[kind].name,
      who: SERIES[kind].who,
      enabled: series.enabled,
      steps: steps.map((s) => ({
        id: s.id,
        position: s.position,
        delayDays: s.delayDays,
        subject: s.subject,
        body: s.body,
        waiting: counts.atStep.get(s.position) ?? 0,
      })),
      completed: counts.completed,
      stopped: counts.stopped,
    };
  }

  private async seriesOf(kind: string): Promise<{ id: number; kind: AutomationKind }> {
    if (!(AUTOMATION_KINDS as readonly string[]).includes(kind))
      throw new AutomationNotFoundError();
    const series = await this.automations.byKind(kind as AutomationKind);
    if (!series) throw new AutomationNotFoundError();
    return series;
  }

  /** Turns a series on or off and/or replaces its steps; returns it as the tab shows it. */
  async update(
    kind: string,
    input: { enabled?: boolean; steps?: StepInput[] },
  ): Promise<SeriesView> {
    const series = await this.seriesOf(kind);
    if (input.steps && !(await this.automations.replaceSteps(series.id, input.steps)))
      throw new UnknownStepError();
    if (input.enabled !== undefined) await this.automations.setEnabled(series.id, input.enabled);
    return this.view(series.kind);
  }

  /** Enrols an address unless it is suppressed (a suppressed one gets no series, now or later). */
  private async enrol(kind: AutomationKind, email: string, name: string): Promise<void> {
    const address = email.toLowerCase();
    if (await this.suppressions.isSuppressed(address)) return;
    await this.automations.enrol(kind, address, name);
  }

  /** A new member who asked for e-mail updates starts the members' series. */
  @OnEvent(DomainEvents.memberSubscribed, { promisify: true })
  async onMemberSubscribed(event: MemberSubscribedEvent): Promise<void> {
    await this.guard(() => this.enrol('member_welcome', event.email, event.name));
  }

  /** A new subscriber starts the subscribers' series, once confirmed when double opt-in is on. */
  @OnEvent(DomainEvents.subscriberCreated, { promisify: true })
  async onSubscriberCreated(event: SubscriberCreatedEvent): Promise<void> {
    if (event.confirmed === false) return;
    await this.guard(() => this.enrol('subscriber_welcome', event.email, event.name));
  }

  /** The owner's confirmation: the series of what they confirmed starts now. */
  @OnEvent(DomainEvents.subscriptionConfirmed, { promisify: true })
  async onSubscriptionConfirmed(event: SubscriptionConfirmedEvent): Promise<void> {
    const kind = event.purpose === 'newsletter' ? 'subscriber_welcome' : 'member_welcome';
    await this.guard(() => this.enrol(kind, event.email, event.name));
  }

  /** An unsubscribe stops every series of the address at once (the page waits for it). */
  @OnEvent(DomainEvents.emailUnsubscribed, { promisify: true, suppressErrors: false })
  async onEmailUnsubscribed({ email }: EmailUnsubscribedEvent): Promise<void> {
    await this.automations.stopAddress(email, 'unsubscribed');
  }

  /** An erasure removes the address's enrolments and what was sent to it. */
  @OnEvent(DomainEvents.memberErased, { promisify: true, suppressErrors: false })
  async onMemberErased({ email }: MemberErasedEvent): Promise<void> {
    await this.automations.deleteAddress(email);
  }

  /** A sign-up is committed already: a failing enrolment is logged, never turned into its error. */
  private async guard(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.error({ err: error }, 'Enrolling in a welcome series failed');
    }
  }
}
