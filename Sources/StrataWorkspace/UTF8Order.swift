#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Orders strings by their UTF-8 bytes, the manifest's key order.
///
/// The same order as `a.utf8.lexicographicallyPrecedes(b.utf8)`, by `memcmp`: the generic byte
/// comparison was most of the cost of encoding a 22,000-entry manifest.
enum UTF8Order {
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b  // `withUTF8` needs contiguous storage, which native strings already have
        return a.withUTF8 { left in
            b.withUTF8 { right in
                let shared = min(left.count, right.count)
                if shared > 0, let l = left.baseAddress, let r = right.baseAddress {
                    let order = memcmp(l, r, shared)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
    }
}
