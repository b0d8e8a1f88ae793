import CPangoCairo

/// Owns a `cairo_t` drawing on a surface, and keeps that surface alive.
///
/// Public only as a type (`ChartRenderer.draw(_:on:)` names it); nothing outside this
/// module can make one or reach its pointer.
public final class CairoContext {
    let pointer: OpaquePointer
    let surface: CairoSurface

    init(surface: CairoSurface) throws(CairoError) {
        // cairo_create returns an object in an error state rather than NULL; NULL would mean no memory.
        guard let pointer = cairo_create(surface.pointer) else {
            throw CairoError(CAIRO_STATUS_NO_MEMORY, during: "creating a drawing context")
        }
        let status = cairo_status(pointer)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_destroy(pointer)
            throw CairoError(status, during: "creating a drawing context")
        }
        self.pointer = pointer
        self.surface = surface
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// Throws the first error any drawing call on this context ran into.
    func checkStatus(during operation: String) throws(CairoError) {
        try CairoError.check(cairo_status(pointer), during: operation)
    }
}
