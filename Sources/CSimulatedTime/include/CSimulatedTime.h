#ifndef LIMELIGHT_CSIMULATEDTIME_H
#define LIMELIGHT_CSIMULATEDTIME_H
// The C library's clock calls, answered with the simulated clock while app code runs (Docs/AppleAPI.md, "Time").
//
// The executable that links this target defines clock_gettime, gettimeofday and time itself, so its definitions
// interpose the C library's for every module of the process (Foundation's Date, Swift's clocks). Each answers the
// host's clock unless the simulator's provider says the calling task is app code; dispatch_after_f is defined the same
// way so a Task.sleep in app code waits on the simulated clock. Nothing changes until limelight_time_install is called.
#include <stdint.h>

/// Answers a clock for the calling task: 1 with seconds and nanoseconds set when the task is app code, 0 otherwise.
typedef int (*limelight_time_provider)(int clock, int64_t *_Nonnull seconds, int64_t *_Nonnull nanoseconds);
/// Takes over a delayed job of the Swift runtime (a sleep) that app code enqueues for `when` (Dispatch's encoding of a
/// simulated instant): 1 when taken, 2 to run it after *hostDelay nanoseconds of the host's clock instead, 0 when the
/// caller is not app code (Dispatch runs it as asked).
typedef int (*limelight_time_sleeper)(uint64_t when, void *_Nullable context, void (*_Nonnull work)(void *_Nullable),
                                      int64_t *_Nonnull hostDelay);
/// Takes a job the Swift runtime enqueues on its global executor while app code runs on this thread: 1 when taken.
typedef int (*limelight_time_redirector)(void *_Nonnull executor, void *_Nonnull job);

/// Told when a job of app code leaves for the main queue (+1: a `@MainActor` hop from the app's executor) and when
/// that job has run (-1), so the driver does not step the simulation while app code runs there.
typedef void (*limelight_time_away)(void *_Nonnull executor, int delta);

/// Offered each job the Swift runtime puts on the main queue (a `@MainActor` job) while a driver that owns the main
/// queue waits on it: `job` is an opaque taken job (run it with limelight_time_run_main_job, or give it back with
/// limelight_time_requeue_main_job), `executor` the app executor whose code enqueued it (NULL when another thread did).
/// Returns 1 when taken.
typedef int (*limelight_time_main_taker)(void *_Nonnull job, void *_Nullable executor);

/// Installs the taker of main-queue jobs (once).
void limelight_time_install_main_taker(limelight_time_main_taker _Nonnull taker);
/// Runs a taken main-queue job on this thread, as the main queue would, with its app executor as this thread's.
void limelight_time_run_main_job(void *_Nonnull job);
/// Puts a taken main-queue job back on the main queue.
void limelight_time_requeue_main_job(void *_Nonnull job);
/// Whether this thread owns the main queue now: it is the process's main thread (which alone may drain the main queue
/// until dispatch_main is called), or it runs a job of the main queue. Blocking such a thread blocks every `@MainActor`
/// job.
int limelight_time_owns_main_queue(void);
/// Whether this thread is the process's main thread.
int limelight_time_is_main_thread(void);

/// Offered each block app code (a thread running an app executor's code) submits to the main queue with dispatch_async
/// (`DispatchQueue.main.async`) or dispatch_after (`asyncAfter`): `block` is a copy the taker keeps (run it once with
/// limelight_time_run_block, which releases it), `delay` the nanoseconds of the host's clock from the call to the
/// deadline (-1 for dispatch_async). Returns 1 when taken; otherwise the copy is released and Dispatch gets the block.
typedef int (*limelight_time_main_block_taker)(void *_Nonnull block, int64_t delay);
/// Installs the taker of main-queue blocks (once).
void limelight_time_install_main_block_taker(limelight_time_main_block_taker _Nonnull taker);
/// Runs a taken block on this thread and releases it.
void limelight_time_run_block(void *_Nonnull block);

/// Installs the simulator's callbacks (once; later calls do nothing) and the Swift runtime's global-executor hook.
void limelight_time_install(limelight_time_provider _Nonnull provider, limelight_time_sleeper _Nonnull sleeper,
                            limelight_time_redirector _Nonnull redirector, limelight_time_away _Nonnull away);
/// Whether this process's clock calls reach limelight's definitions (false when a dynamic library copy was linked
/// instead of the executable's, or on a platform without interposition).
int limelight_time_interposed(void);

/// The app executor whose code runs on this thread (unretained), or NULL.
void *_Nullable limelight_time_current_executor(void);
/// Sets the app executor whose code runs on this thread; returns the previous one.
void *_Nullable limelight_time_set_current_executor(void *_Nullable executor);

/// The host's clocks, whatever runs: CLOCK_REALTIME and CLOCK_MONOTONIC in nanoseconds.
int64_t limelight_time_host_realtime_ns(void);
int64_t limelight_time_host_monotonic_ns(void);
#endif
