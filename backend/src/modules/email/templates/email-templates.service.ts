import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CreateTemplateDto, UpdateTemplateDto } from '../dto/template.dto';
import { EmailTemplate } from '../entities/email-template.entity';

export const TEMPLATE_NOT_FOUND = 'Email template not found';

@Injectable()
export class EmailTemplatesService {
  constructor(
    @InjectRepository(EmailTemplate) private readonly templates: Repository<EmailTemplate>,
  ) {}

  list(): Promise<EmailTemplate[]> {
    return this.templates.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async get(id: number): Promise<EmailTemplate> {
    const template = await this.templates.findOneBy({ id });
    if (!template) throw new NotFoundException(TEMPLATE_NOT_FOUND);
    return template;
  }

  create(input: CreateTemplateDto): Promise<EmailTemplate> {
    return this.templates.save(
      this.templates.create({
        name: input.name,
        subject: input.subject,
        greeting: input.greeting ?? null,
        message: input.message,
        signature: input.signature ?? null,
        isActive: input.isActive ?? true,
      }),
    );
  }

  async update(id: number, input: UpdateTemplateDto): Promise<EmailTemplate> {
    const template = await this.get(id);
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as Partial<EmailTemplate>;
    return this.templates.save(this.templates.merge(template, changes));
  }
}
