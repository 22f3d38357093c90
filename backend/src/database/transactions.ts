import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** The entity manager of the transaction the current call runs in, if any. */
const current = new AsyncLocalStorage<EntityManager>();

/**
 * One unit of work in one transaction, without handing a connection around: every repository call
 * made inside `run` (directly or through other services) joins the transaction, because repositories
 * take their manager from `managerOf` (docs/architecture.md, "Where a query lives"). A service decides
 * where a unit of work begins and ends; it never sees the entity manager.
 *
 * Provide it in the feature module that uses it (it holds no state of its own).
 */
@Injectable()
export class Transactions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Runs `work` in a transaction: committed when it resolves, rolled back when it throws (the error
   * goes on to the caller). Inside a transaction already, `work` joins that one.
   */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (current.getStore()) return work();
    return this.dataSource.transaction((manager) => current.run(manager, work));
  }
}

/** For repositories: the manager of the transaction in progress (`Transactions.run`), else the pool's. */
export function managerOf(dataSource: DataSource): EntityManager {
  return current.getStore() ?? dataSource.manager;
}
