import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CurrentMedication, Gender } from '@otc/safety-engine';

@Entity({ name: 'profiles' })
export class ProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ type: 'integer', nullable: true }) age: number | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) gender: Gender | null;
  @Column({ type: 'jsonb', default: () => "'[]'" }) allergies: string[];
  @Column({ name: 'medical_conditions', type: 'jsonb', default: () => "'[]'" }) medicalConditions: string[];
  @Column({ name: 'current_medications', type: 'jsonb', default: () => "'[]'" })
  currentMedications: CurrentMedication[];
  @Column({ name: 'is_pregnant', type: 'boolean', default: false }) isPregnant: boolean;
  @Column({ name: 'is_breastfeeding', type: 'boolean', default: false }) isBreastfeeding: boolean;
  @Column({ name: 'profile_complete', type: 'boolean', default: false }) profileComplete: boolean;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
