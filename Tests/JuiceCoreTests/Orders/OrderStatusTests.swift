import Testing
@testable import JuiceCore

struct OrderStatusTests {
    @Test func readsStatusesLeniently() {
        #expect(OrderStatus(written: " Completed ") == .completed)
        #expect(OrderStatus(written: "canceled") == .cancelled)
        #expect(OrderStatus(written: "REFUNDED") == .refunded)
        #expect(OrderStatus(written: "shipped") == nil)
        #expect(OrderStatus.allCases.filter(\.countsAsSold) == [.completed])
    }
}
