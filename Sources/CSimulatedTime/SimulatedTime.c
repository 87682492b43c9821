// The C library's clock calls, scoped to app code: see include/CSimulatedTime.h.
#define _GNU_SOURCE
#include "CSimulatedTime.h"
#include <dlfcn.h>
#include <link.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static _Atomic(limelight_time_provider) provider;
static _Atomic(limelight_time_sleeper) sleeper;
static _Atomic(limelight_time_redirector) redirector;
static _Atomic(limelight_time_away) away;
static void *main_queue;
/// Set while this thread is inside a callback, so a clock read the callback makes is the host's.
static __thread int inside;
static __thread void *current_executor;

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
typedef int (*gettimeofday_fn)(struct timeval *, void *);
typedef void (*dispatch_after_f_fn)(uint64_t, void *, void *, void (*)(void *));
typedef void (*dispatch_source_set_timer_fn)(void *, uint64_t, uint64_t, uint64_t);
typedef uint64_t (*dispatch_time_fn)(uint64_t, int64_t);
typedef void (*dispatch_async_f_fn)(void *, void *, void (*)(void *));
static _Atomic(dispatch_async_f_fn) real_dispatch_async_f;
static _Atomic(clock_gettime_fn) real_clock_gettime;
static _Atomic(gettimeofday_fn) real_gettimeofday;
static _Atomic(dispatch_after_f_fn) real_dispatch_after_f;
static _Atomic(dispatch_source_set_timer_fn) real_dispatch_source_set_timer;
static _Atomic(dispatch_time_fn) real_dispatch_time;

/// Address ranges of the libraries whose calls are told apart: Dispatch keeps the host's clock (its timers compare
/// against it on its own threads); the Swift concurrency runtime's delayed jobs are sleeps; the C++ standard library's
/// clocks (`std::chrono`) keep the host's clock: no Swift app code reads them, and libFuzzer's watchdog does, from a
/// signal handler on the thread that runs app code (Docs/Fuzzing.md).
struct range { uintptr_t start, end; };
static struct range dispatch_range, concurrency_range, cxx_range;

static int host_clock_gettime(clockid_t clock, struct timespec *ts) {
    clock_gettime_fn real = atomic_load_explicit(&real_clock_gettime, memory_order_relaxed);
    if (real) return real(clock, ts);
    return (int)syscall(SYS_clock_gettime, clock, ts);
}

static int in_range(struct range r, const void *address) {
    uintptr_t a = (uintptr_t)address;
    return a >= r.start && a < r.end;
}

/// Whether `clock` is one the simulator answers: the real-time and monotonic families (not CPU-time clocks).
static int simulated_clock(clockid_t clock) {
    switch (clock) {
    case CLOCK_REALTIME: case CLOCK_MONOTONIC: case CLOCK_MONOTONIC_RAW: case CLOCK_REALTIME_COARSE:
    case CLOCK_MONOTONIC_COARSE: case CLOCK_BOOTTIME:
#ifdef CLOCK_REALTIME_ALARM
    case CLOCK_REALTIME_ALARM:
#endif
#ifdef CLOCK_BOOTTIME_ALARM
    case CLOCK_BOOTTIME_ALARM:
#endif
#ifdef CLOCK_TAI
    case CLOCK_TAI:
#endif
        return 1;
    default:
        return 0;
    }
}

/// The simulated answer for `clock` when the calling task is app code.
static int simulated(clockid_t clock, struct timespec *ts, const void *caller) {
    limelight_time_provider p = atomic_load_explicit(&provider, memory_order_acquire);
    if (!p || inside || !simulated_clock(clock) || in_range(dispatch_range, caller) || in_range(cxx_range, caller)) return 0;
    int64_t seconds = 0, nanoseconds = 0;
    inside = 1;
    int answered = p((int)clock, &seconds, &nanoseconds);
    inside = 0;
    if (!answered) return 0;
    ts->tv_sec = (time_t)seconds;
    ts->tv_nsec = (long)nanoseconds;
    return 1;
}

int clock_gettime(clockid_t clock, struct timespec *ts) {
    if (ts && simulated(clock, ts, __builtin_return_address(0))) return 0;
    return host_clock_gettime(clock, ts);
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
    struct timespec ts;
    if (tv && simulated(CLOCK_REALTIME, &ts, __builtin_return_address(0))) {
        tv->tv_sec = ts.tv_sec;
        tv->tv_usec = ts.tv_nsec / 1000;
        if (tz) memset(tz, 0, 2 * sizeof(int));
        return 0;
    }
    gettimeofday_fn real = atomic_load_explicit(&real_gettimeofday, memory_order_relaxed);
    if (real) return real(tv, tz);
    return (int)syscall(SYS_gettimeofday, tv, tz);
}

time_t time(time_t *out) {
    struct timespec ts;
    if (!simulated(CLOCK_REALTIME, &ts, __builtin_return_address(0))) host_clock_gettime(CLOCK_REALTIME, &ts);
    if (out) *out = ts.tv_sec;
    return ts.tv_sec;
}

static void *next_symbol(const char *name) { return dlsym(RTLD_NEXT, name); }

/// Dispatch's "now + nanoseconds" on the host's clock (DISPATCH_TIME_NOW is 0).
static uint64_t host_dispatch_time(int64_t nanoseconds) {
    dispatch_time_fn real = atomic_load_explicit(&real_dispatch_time, memory_order_relaxed);
    return real ? real(0, nanoseconds) : 0;
}

void dispatch_after_f(uint64_t when, void *queue, void *context, void (*work)(void *)) {
    dispatch_after_f_fn real = atomic_load_explicit(&real_dispatch_after_f, memory_order_relaxed);
    if (!real) {
        real = (dispatch_after_f_fn)next_symbol("dispatch_after_f");
        atomic_store_explicit(&real_dispatch_after_f, real, memory_order_relaxed);
    }
    limelight_time_sleeper s = atomic_load_explicit(&sleeper, memory_order_acquire);
    if (s && !inside && in_range(concurrency_range, __builtin_return_address(0))) {
        int64_t delay = 0;
        inside = 1;
        int taken = s(when, context, work, &delay);
        inside = 0;
        if (taken == 1) return;
        if (taken == 2) when = host_dispatch_time(delay);
    }
    if (real) real(when, queue, context, work);
}

/// A sleep with a tolerance is a Dispatch timer source: in app code its start (a simulated instant) becomes the same
/// distance from the host's now, so it waits on the host's clock rather than never firing.
void dispatch_source_set_timer(void *source, uint64_t start, uint64_t interval, uint64_t leeway) {
    dispatch_source_set_timer_fn real = atomic_load_explicit(&real_dispatch_source_set_timer, memory_order_relaxed);
    if (!real) {
        real = (dispatch_source_set_timer_fn)next_symbol("dispatch_source_set_timer");
        atomic_store_explicit(&real_dispatch_source_set_timer, real, memory_order_relaxed);
    }
    if (!inside && in_range(concurrency_range, __builtin_return_address(0)) && start != ~(uint64_t)0) {
        struct timespec now;
        if (simulated(CLOCK_MONOTONIC, &now, __builtin_return_address(0))) {
            int64_t target = (int64_t)(start & ((UINT64_C(1) << 62) - 1));
            int64_t current = (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
            start = host_dispatch_time(target > current ? target - current : 0);
        }
    }
    if (real) real(source, start, interval, leeway);
}

/// A job of app code on its way to the main queue, and the executor it left.
struct away_job { void *context; void (*work)(void *); void *executor; };

static _Atomic(limelight_time_main_taker) main_taker;
/// A key set on the main queue: dispatch_get_specific finds it while this thread runs a job of the main queue.
static char main_queue_key;

/// Runs a job of app code that went to the main queue with its executor as this thread's, so the task's return from
/// the main actor (a global-executor job) goes back to the app's executor instead of the host's thread pool.
static void run_away_job(void *pointer) {
    struct away_job *job = pointer;
    void *previous = current_executor;
    if (job->executor) current_executor = job->executor;
    job->work(job->context);
    // Told while the executor is still this thread's: main-actor jobs the job enqueued for it run now.
    limelight_time_away a = atomic_load_explicit(&away, memory_order_acquire);
    if (a && job->executor) a(job->executor, -1);
    current_executor = previous;
    free(job);
}

void limelight_time_install_main_taker(limelight_time_main_taker taker) {
    atomic_store_explicit(&main_taker, taker, memory_order_release);
}

void limelight_time_run_main_job(void *job) { run_away_job(job); }

void limelight_time_requeue_main_job(void *job) {
    dispatch_async_f_fn real = atomic_load_explicit(&real_dispatch_async_f, memory_order_relaxed);
    if (!real) {
        real = (dispatch_async_f_fn)next_symbol("dispatch_async_f");
        atomic_store_explicit(&real_dispatch_async_f, real, memory_order_relaxed);
    }
    if (real && main_queue) real(main_queue, job, run_away_job);
    else run_away_job(job);
}

int limelight_time_is_main_thread(void) { return (pid_t)syscall(SYS_gettid) == getpid(); }

typedef void *(*dispatch_get_specific_fn)(const void *);
int limelight_time_owns_main_queue(void) {
    if (limelight_time_is_main_thread()) return 1;
    static _Atomic(dispatch_get_specific_fn) get_specific;
    dispatch_get_specific_fn get = atomic_load_explicit(&get_specific, memory_order_relaxed);
    if (!get) {
        get = (dispatch_get_specific_fn)dlsym(RTLD_DEFAULT, "dispatch_get_specific");
        atomic_store_explicit(&get_specific, get, memory_order_relaxed);
    }
    return get && get(&main_queue_key) == &main_queue_key;
}

/// The Swift runtime puts a `@MainActor` job on the main queue with dispatch_async_f: when app code on its executor
/// hops there, the executor counts the job as away until it has run.
void dispatch_async_f(void *queue, void *context, void (*work)(void *)) {
    dispatch_async_f_fn real = atomic_load_explicit(&real_dispatch_async_f, memory_order_relaxed);
    if (!real) {
        real = (dispatch_async_f_fn)next_symbol("dispatch_async_f");
        atomic_store_explicit(&real_dispatch_async_f, real, memory_order_relaxed);
    }
    limelight_time_away a = atomic_load_explicit(&away, memory_order_acquire);
    limelight_time_main_taker taker = atomic_load_explicit(&main_taker, memory_order_acquire);
    if ((taker || (a && current_executor)) && main_queue && queue == main_queue && !inside &&
        in_range(concurrency_range, __builtin_return_address(0))) {
        struct away_job *job = malloc(sizeof *job);
        if (job) {
            job->context = context;
            job->work = work;
            job->executor = a ? current_executor : NULL;
            if (job->executor) a(job->executor, 1);
            // A driver that owns the main queue waits: it runs the job itself (nothing else could).
            inside = 1;
            int taken = taker ? taker(job, job->executor) : 0;
            inside = 0;
            if (taken) return;
            if (job->executor) {
                real(queue, job, run_away_job);
            } else {
                free(job);
                real(queue, context, work);
            }
            return;
        }
    }
    if (real) real(queue, context, work);
}

/// Blocks app code submits to the main queue (`DispatchQueue.main.async`, `asyncAfter`): on a device the main run loop
/// runs them; here the simulator does, as jobs of the simulation (limelight_time_main_block_taker).
typedef void (*dispatch_async_fn)(void *, void *);
typedef void (*dispatch_after_fn)(uint64_t, void *, void *);
typedef void *(*block_copy_fn)(const void *);
typedef void (*block_release_fn)(const void *);
static _Atomic(dispatch_async_fn) real_dispatch_async;
static _Atomic(dispatch_after_fn) real_dispatch_after;
static _Atomic(block_copy_fn) block_copy;
static _Atomic(block_release_fn) block_release;
static _Atomic(limelight_time_main_block_taker) main_block_taker;

/// The start of every block (the Blocks ABI): the function that runs it takes the block itself.
struct block_layout { void *isa; int flags; int reserved; void (*invoke)(void *); };

void limelight_time_install_main_block_taker(limelight_time_main_block_taker taker) {
    atomic_store(&block_copy, (block_copy_fn)dlsym(RTLD_DEFAULT, "_Block_copy"));
    atomic_store(&block_release, (block_release_fn)dlsym(RTLD_DEFAULT, "_Block_release"));
    atomic_store_explicit(&main_block_taker, taker, memory_order_release);
}

void limelight_time_run_block(void *block) {
    struct block_layout *layout = block;
    layout->invoke(block);
    block_release_fn release = atomic_load_explicit(&block_release, memory_order_relaxed);
    if (release) release(block);
}

/// Offers a main-queue block submitted from app code to the taker; 1 when taken.
static int offer_main_block(void *queue, void *block, int64_t delay, const void *caller) {
    limelight_time_main_block_taker taker = atomic_load_explicit(&main_block_taker, memory_order_acquire);
    block_copy_fn copy = atomic_load_explicit(&block_copy, memory_order_relaxed);
    block_release_fn release = atomic_load_explicit(&block_release, memory_order_relaxed);
    if (!taker || !copy || !release || !block || !main_queue || queue != main_queue || inside || !current_executor ||
        in_range(dispatch_range, caller) || in_range(concurrency_range, caller)) return 0;
    void *kept = copy(block);
    if (!kept) return 0;
    inside = 1;
    int taken = taker(kept, delay);
    inside = 0;
    if (!taken) release(kept);
    return taken;
}

void dispatch_async(void *queue, void *block) {
    dispatch_async_fn real = atomic_load_explicit(&real_dispatch_async, memory_order_relaxed);
    if (!real) {
        real = (dispatch_async_fn)next_symbol("dispatch_async");
        atomic_store_explicit(&real_dispatch_async, real, memory_order_relaxed);
    }
    if (offer_main_block(queue, block, -1, __builtin_return_address(0))) return;
    if (real) real(queue, block);
}

/// A deadline of Dispatch's uptime clock (what `DispatchTime.now() + 2` is) is taken as its distance from now; a
/// wall-clock deadline, or "forever", is left to Dispatch.
void dispatch_after(uint64_t when, void *queue, void *block) {
    dispatch_after_fn real = atomic_load_explicit(&real_dispatch_after, memory_order_relaxed);
    if (!real) {
        real = (dispatch_after_fn)next_symbol("dispatch_after");
        atomic_store_explicit(&real_dispatch_after, real, memory_order_relaxed);
    }
    if (main_queue && queue == main_queue && when != ~(uint64_t)0) {
        uint64_t now = host_dispatch_time(0);
        if (now && (when >> 62) == (now >> 62)) {
            int64_t delay = when > now ? (int64_t)(when - now) : 0;
            if (offer_main_block(queue, block, delay, __builtin_return_address(0))) return;
        }
    }
    if (real) real(when, queue, block);
}

typedef __attribute__((swiftcall)) void (*enqueue_global_original)(void *job);
typedef __attribute__((swiftcall)) void (*enqueue_global_hook)(void *job, enqueue_global_original original);
static enqueue_global_hook previous_global_hook;

/// A job the runtime puts on its global executor while app code runs on this thread (a `Task { }` app code starts, or
/// a task app code resumes) goes to that app's executor instead, so it runs inside the simulator's steps.
static __attribute__((swiftcall)) void global_hook(void *job, enqueue_global_original original) {
    limelight_time_redirector r = atomic_load_explicit(&redirector, memory_order_acquire);
    if (r && current_executor && !inside && r(current_executor, job)) return;
    if (previous_global_hook) previous_global_hook(job, original);
    else original(job);
}

struct range_search { const char *name; struct range found; };

static int find_range(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct range_search *search = data;
    if (!info->dlpi_name || strcmp(info->dlpi_name, search->name) != 0) return 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[i];
        if (header->p_type != PT_LOAD) continue;
        uintptr_t start = info->dlpi_addr + header->p_vaddr, end = start + header->p_memsz;
        if (!search->found.start || start < search->found.start) search->found.start = start;
        if (end > search->found.end) search->found.end = end;
    }
    return 1;
}

/// The loaded range of the library that defines `symbol`.
static struct range library_range(const char *symbol) {
    struct range_search search = { 0 };
    void *address = dlsym(RTLD_DEFAULT, symbol);
    Dl_info info;
    if (!address || !dladdr(address, &info) || !info.dli_fname) return search.found;
    search.name = info.dli_fname;
    dl_iterate_phdr(find_range, &search);
    return search.found;
}

void limelight_time_install(limelight_time_provider provider_, limelight_time_sleeper sleeper_,
                            limelight_time_redirector redirector_, limelight_time_away away_) {
    static atomic_flag installed = ATOMIC_FLAG_INIT;
    if (atomic_flag_test_and_set(&installed)) return;
    atomic_store(&real_clock_gettime, (clock_gettime_fn)next_symbol("clock_gettime"));
    atomic_store(&real_gettimeofday, (gettimeofday_fn)next_symbol("gettimeofday"));
    atomic_store(&real_dispatch_time, (dispatch_time_fn)dlsym(RTLD_DEFAULT, "dispatch_time"));
    dispatch_range = library_range("dispatch_async_f");
    concurrency_range = library_range("swift_task_enqueueGlobal");
    cxx_range = library_range("_ZNSt6chrono3_V212system_clock3nowEv");
    enqueue_global_hook *hook = dlsym(RTLD_DEFAULT, "swift_task_enqueueGlobal_hook");
    if (hook) {
        previous_global_hook = *hook;
        *hook = global_hook;
    }
    main_queue = dlsym(RTLD_DEFAULT, "_dispatch_main_q");
    typedef void (*dispatch_queue_set_specific_fn)(void *, const void *, void *, void (*)(void *));
    dispatch_queue_set_specific_fn set_specific = (dispatch_queue_set_specific_fn)dlsym(RTLD_DEFAULT, "dispatch_queue_set_specific");
    if (main_queue && set_specific) set_specific(main_queue, &main_queue_key, &main_queue_key, NULL);
    atomic_store_explicit(&away, away_, memory_order_release);
    atomic_store_explicit(&redirector, redirector_, memory_order_release);
    atomic_store_explicit(&sleeper, sleeper_, memory_order_release);
    atomic_store_explicit(&provider, provider_, memory_order_release);
}

int limelight_time_interposed(void) {
    return dlsym(RTLD_DEFAULT, "clock_gettime") == (void *)clock_gettime;
}

void *limelight_time_current_executor(void) { return current_executor; }

void *limelight_time_set_current_executor(void *executor) {
    void *previous = current_executor;
    current_executor = executor;
    return previous;
}

int64_t limelight_time_host_realtime_ns(void) {
    struct timespec ts;
    host_clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

int64_t limelight_time_host_monotonic_ns(void) {
    struct timespec ts;
    host_clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

// The TZ slot of the environment, made before any thread runs: app code's time zone is switched by setting TZ
// (AppTimeZoneScope), and the C library only adds to the environment by reallocating it, which another thread reading
// it at that moment could see half done; a slot that exists is replaced in place. ":/etc/localtime" names what an
// unset TZ means to the C library and to Foundation (which then reads the same link), so nothing changes before.
__attribute__((constructor)) static void limelight_time_reserve_tz(void) {
    if (getenv("TZ") == NULL) setenv("TZ", ":/etc/localtime", 0);
}
