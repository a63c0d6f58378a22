import type { TourImage } from '../../domain/tours/tour-image.js';
import type { TourImageRepository } from '../../domain/tours/tour-image-repository.js';
import type { PostgresPool } from './database.js';

interface TourImageRow {
  tour_id: number;
  image_url: string;
}

/** The tour image records in PostgreSQL (docs/decisions/034-postgresql.md). */
export class PostgresTourImageRepository implements TourImageRepository {
  constructor(private readonly pool: PostgresPool) {}

  async list(): Promise<TourImage[]> {
    const { rows } = await this.pool.query<TourImageRow>('SELECT tour_id, image_url FROM tour_images');
    return rows.map(toTourImage);
  }

  async get(tourId: number): Promise<TourImage | undefined> {
    const { rows } = await this.pool.query<TourImageRow>('SELECT tour_id, image_url FROM tour_images WHERE tour_id = $1', [tourId]);
    return rows[0] && toTourImage(rows[0]);
  }

  /** One statement, so one row changes atomically; no transaction needed. */
  async save(image: TourImage): Promise<void> {
    await this.pool.query(
      `INSERT INTO tour_images (tour_id, image_url, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (tour_id) DO UPDATE SET image_url = excluded.image_url, updated_at = excluded.updated_at`,
      [image.tourId, image.imageURL],
    );
  }

  /** One statement: the row is gone and its values are given back atomically. */
  async remove(tourId: number): Promise<TourImage | undefined> {
    const { rows } = await this.pool.query<TourImageRow>('DELETE FROM tour_images WHERE tour_id = $1 RETURNING tour_id, image_url', [tourId]);
    return rows[0] && toTourImage(rows[0]);
  }
}

function toTourImage(row: TourImageRow): TourImage {
  return { tourId: row.tour_id, imageURL: row.image_url };
}
