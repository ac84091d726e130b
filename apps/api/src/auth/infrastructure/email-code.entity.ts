import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'email_codes' })
export class EmailCodeEntity {
  @PrimaryColumn({ name: 'code_hash', type: 'char', length: 64 }) codeHash: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ type: 'varchar', length: 20 }) purpose: 'verify-email' | 'reset-password';
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;
}
