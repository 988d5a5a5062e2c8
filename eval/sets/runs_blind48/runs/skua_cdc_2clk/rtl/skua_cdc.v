// skua_cdc: event counter that crosses from a sensor clock domain (clk_a) to a bus clock domain (clk_b).
// Ports: clk_a, rst_a_n, evt (raw event strobe in clk_a) ; clk_b, rst_b_n, clr_b -> evt_count_b[15:0], evt_seen_b
// Each event toggles a flag in clk_a; skua_pulse_sync brings the toggle across with a 2-flop synchroniser
// and turns it back into a one-cycle pulse in clk_b, which increments a 16-bit counter.
module skua_pulse_sync (
    input  wire clk_b,
    input  wire rst_b_n,
    input  wire tgl_a,
    output wire pulse_b
);
    reg [2:0] sync;
    always @(posedge clk_b or negedge rst_b_n)
        if (!rst_b_n) sync <= 3'b000;
        else          sync <= {sync[1:0], tgl_a};
    assign pulse_b = sync[2] ^ sync[1];
endmodule

module skua_cdc (
    input  wire        clk_a,
    input  wire        rst_a_n,
    input  wire        evt,
    input  wire        clk_b,
    input  wire        rst_b_n,
    input  wire        clr_b,
    output reg  [15:0] evt_count_b,
    output reg         evt_seen_b
);
    reg evt_d, tgl_a;
    wire pulse_b;

    // clk_a domain: rising edge of evt toggles tgl_a
    always @(posedge clk_a or negedge rst_a_n) begin
        if (!rst_a_n) begin
            evt_d <= 1'b0;
            tgl_a <= 1'b0;
        end else begin
            evt_d <= evt;
            if (evt & ~evt_d)
                tgl_a <= ~tgl_a;
        end
    end

    skua_pulse_sync u_sync (.clk_b(clk_b), .rst_b_n(rst_b_n), .tgl_a(tgl_a), .pulse_b(pulse_b));

    // clk_b domain: count the synchronised pulses
    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n) begin
            evt_count_b <= 16'd0;
            evt_seen_b  <= 1'b0;
        end else if (clr_b) begin
            evt_count_b <= 16'd0;
            evt_seen_b  <= 1'b0;
        end else if (pulse_b) begin
            evt_count_b <= evt_count_b + 1'b1;
            evt_seen_b  <= 1'b1;
        end
    end
endmodule
