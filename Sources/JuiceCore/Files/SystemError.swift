#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's sentence for an `errno` value, such as "No such file or directory".
func systemErrorReason(_ code: Int32) -> String {
    String(cString: strerror(code))
}

/// `read(2)`, under a name that does not clash with the methods of types that read.
func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)`, under a name that does not clash with the methods of types that write.
func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
