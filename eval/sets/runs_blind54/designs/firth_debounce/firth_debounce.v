// firth_debounce: 4-channel push-button debouncer with rising/falling edge pulses.
// Hierarchy: firth_debounce (top) -> firth_tick (1 kHz-style prescaler, firth_tick.v)
//                                 -> 4 x firth_chan (synchronizer + stability counter, firth_chan.v)
// Parameters: PRESCALE - clk cycles per sample tick, STABLE - ticks a level must hold.
module firth_debounce #(
    parameter PRESCALE = 50,
    parameter STABLE   = 4
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] btn_raw,
    output wire [3:0] btn_level,
    output wire [3:0] btn_press,
    output wire [3:0] btn_release
);
    wire tick;

    firth_tick #(.PRESCALE(PRESCALE)) u_tick (
        .clk(clk), .rst_n(rst_n), .tick(tick)
    );

    genvar g;
    generate
        for (g = 0; g < 4; g = g + 1) begin : ch
            firth_chan #(.STABLE(STABLE)) u_chan (
                .clk(clk), .rst_n(rst_n), .tick(tick), .raw(btn_raw[g]),
                .level(btn_level[g]), .rise(btn_press[g]), .fall(btn_release[g])
            );
        end
    endgenerate
endmodule
