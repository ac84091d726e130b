import type { MigrationInterface, QueryRunner } from 'typeorm';

/** People's accounts and everything that belongs to them; deleting a user removes all of it. */
export class CreateAccounts1763683200000 implements MigrationInterface {
  name = 'CreateAccounts1763683200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL UNIQUE,
        password_hash text,
        email_verified boolean NOT NULL DEFAULT false,
        google_subject varchar(255) UNIQUE,
        first_name varchar(100),
        last_name varchar(100),
        photo_url varchar(2048),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_active_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE profiles (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        age integer CHECK (age BETWEEN 1 AND 120),
        gender varchar(20),
        allergies jsonb NOT NULL DEFAULT '[]',
        medical_conditions jsonb NOT NULL DEFAULT '[]',
        current_medications jsonb NOT NULL DEFAULT '[]',
        is_pregnant boolean NOT NULL DEFAULT false,
        is_breastfeeding boolean NOT NULL DEFAULT false,
        profile_complete boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE sessions (
        id_hash char(64) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        method varchar(20) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX sessions_user_id ON sessions(user_id)');
    await queryRunner.query(`
      CREATE TABLE email_codes (
        code_hash char(64) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose varchar(20) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX email_codes_user_purpose ON email_codes(user_id, purpose, created_at)');
    await queryRunner.query(`
      CREATE TABLE search_history (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        query varchar(500) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX search_history_user_created ON search_history(user_id, created_at DESC)');
    await queryRunner.query(
      'ALTER TABLE contact_messages ADD COLUMN user_id uuid REFERENCES users(id) ON DELETE CASCADE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE contact_messages DROP COLUMN user_id');
    for (const table of ['search_history', 'email_codes', 'sessions', 'profiles', 'users']) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
