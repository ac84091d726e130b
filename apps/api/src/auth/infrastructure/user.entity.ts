import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 254, unique: true }) email: string;
  @Column({ name: 'password_hash', type: 'text', nullable: true }) passwordHash: string | null;
  @Column({ name: 'email_verified', type: 'boolean', default: false }) emailVerified: boolean;
  @Column({ name: 'google_subject', type: 'varchar', length: 255, nullable: true, unique: true }) googleSubject:
    string | null;
  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true }) firstName: string | null;
  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true }) lastName: string | null;
  @Column({ name: 'photo_url', type: 'varchar', length: 2048, nullable: true }) photoUrl: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
  @Column({ name: 'last_active_at', type: 'timestamptz', default: () => 'now()' }) lastActiveAt: Date;
}
