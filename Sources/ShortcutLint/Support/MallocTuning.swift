#if canImport(Glibc)
import Glibc
#endif

/// Tells glibc's allocator to keep the memory a run frees instead of handing it back.
///
/// By default glibc serves every block above 128 KB with its own `mmap` and returns it with
/// `munmap` when freed, and trims the heap top as soon as it shrinks. A large manifest grows
/// its arrays by doubling, so each growth maps fresh pages and unmaps the old ones, and with
/// worker threads alive every unmap interrupts the other cores to flush their address
/// translations. On a million-shortcut file that was a fifth of the wall time, all of it in
/// the kernel. Blocks up to 32 MB (glibc's ceiling for this setting) now come from the heap and
/// freed memory is reused; the process exits soon after, so nothing needs to go back early.
///
/// `mallopt` is not in Swift's Glibc module, so it is looked up by name; elsewhere (macOS,
/// musl) this does nothing.
enum MallocTuning {
    static func apply() {
        #if canImport(Glibc)
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3  // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, .max)
        #endif
    }
}
