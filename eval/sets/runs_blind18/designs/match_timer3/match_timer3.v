// match_timer3: 16 bit timer with prescaler and three compare channels
// of different widths (16, 12 and 8 bit). Channel 0 toggles its pin,
// the others pulse. Interrupt is the OR of the enabled flags.
module match_timer3 #(
    parameter PRESC_W = 8
) (
    input  wire               clk,
    input  wire               rst_n,
    input  wire               run,
    input  wire [PRESC_W-1:0] presc,
    input  wire [2:0]         cmp_wr,
    input  wire [15:0]        cmp_data,
    input  wire [2:0]         flag_clr,
    input  wire [2:0]         irq_en,
    output wire [2:0]         match_pin,
    output wire [2:0]         match_flag,
    output wire               irq,
    output reg  [15:0]        count
);
    wire tick;

    mt_prescaler #(.W(PRESC_W)) u_pre (
        .clk(clk), .rst_n(rst_n), .en(run), .div(presc), .tick(tick)
    );

    always @(posedge clk or negedge rst_n)
        if (!rst_n)      count <= 16'd0;
        else if (!run)   count <= 16'd0;
        else if (tick)   count <= count + 16'd1;

    mt_channel #(.CW(16), .TOGGLE(1)) u_ch0 (
        .clk(clk), .rst_n(rst_n), .tbase(count), .wr(cmp_wr[0]),
        .cmp_in(cmp_data), .clr_flag(flag_clr[0]),
        .flag(match_flag[0]), .pin(match_pin[0])
    );
    mt_channel #(.CW(12), .TOGGLE(0)) u_ch1 (
        .clk(clk), .rst_n(rst_n), .tbase(count), .wr(cmp_wr[1]),
        .cmp_in(cmp_data[11:0]), .clr_flag(flag_clr[1]),
        .flag(match_flag[1]), .pin(match_pin[1])
    );
    mt_channel #(.CW(8), .TOGGLE(0)) u_ch2 (
        .clk(clk), .rst_n(rst_n), .tbase(count), .wr(cmp_wr[2]),
        .cmp_in(cmp_data[7:0]), .clr_flag(flag_clr[2]),
        .flag(match_flag[2]), .pin(match_pin[2])
    );

    assign irq = |(match_flag & irq_en);

endmodule
