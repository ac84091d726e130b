import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'search_history' })
export class SearchHistoryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId: string;
  @Column({ type: 'varchar', length: 500 }) query: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
