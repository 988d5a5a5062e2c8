// odometer_bcd: five digit trip odometer with wheel pulse prescaler,
// digit scan multiplexer and leading zero blanking.
module odometer_bcd #(
    parameter PULSES_PER_UNIT = 8'd200
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       wheel_pulse,
    input  wire       trip_reset,
    output wire [6:0] seg,
    output reg  [4:0] digit_sel,
    output wire       rollover
);
    // synchronise and edge detect the wheel sensor
    reg [2:0] wp_sync;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) wp_sync <= 3'b000;
        else        wp_sync <= {wp_sync[1:0], wheel_pulse};
    wire wp_rise = wp_sync[1] & ~wp_sync[2];

    reg [7:0] pre_cnt;
    wire unit_tick = wp_rise & (pre_cnt == PULSES_PER_UNIT - 1);
    always @(posedge clk or negedge rst_n)
        if (!rst_n)                 pre_cnt <= 8'd0;
        else if (trip_reset)        pre_cnt <= 8'd0;
        else if (unit_tick)         pre_cnt <= 8'd0;
        else if (wp_rise)           pre_cnt <= pre_cnt + 8'd1;

    wire [3:0] d0, d1, d2, d3, d4;
    wire       c0, c1, c2, c3, c4;

    bcd_digit #(.MAXV(4'd9)) u_d0 (.clk(clk), .rst_n(rst_n), .clr(trip_reset), .inc(unit_tick), .val(d0), .carry(c0));
    bcd_digit #(.MAXV(4'd9)) u_d1 (.clk(clk), .rst_n(rst_n), .clr(trip_reset), .inc(c0),        .val(d1), .carry(c1));
    bcd_digit #(.MAXV(4'd9)) u_d2 (.clk(clk), .rst_n(rst_n), .clr(trip_reset), .inc(c1),        .val(d2), .carry(c2));
    bcd_digit #(.MAXV(4'd9)) u_d3 (.clk(clk), .rst_n(rst_n), .clr(trip_reset), .inc(c2),        .val(d3), .carry(c3));
    bcd_digit #(.MAXV(4'd5)) u_d4 (.clk(clk), .rst_n(rst_n), .clr(trip_reset), .inc(c3),        .val(d4), .carry(c4));

    assign rollover = c4;

    // digit scan: one hot select, rotates every 256 clocks
    reg [7:0] scan_div;
    reg [2:0] scan_idx;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            scan_div  <= 8'd0;
            scan_idx  <= 3'd0;
            digit_sel <= 5'b00001;
        end else begin
            scan_div <= scan_div + 8'd1;
            if (scan_div == 8'hff) begin
                scan_idx  <= (scan_idx == 3'd4) ? 3'd0 : scan_idx + 3'd1;
                digit_sel <= {digit_sel[3:0], digit_sel[4]};
            end
        end
    end

    reg [3:0] cur;
    reg       blank;
    always @(*) begin
        case (scan_idx)
            3'd0: begin cur = d0; blank = 1'b0; end
            3'd1: begin cur = d1; blank = (d4 == 0) && (d3 == 0) && (d2 == 0) && (d1 == 0); end
            3'd2: begin cur = d2; blank = (d4 == 0) && (d3 == 0) && (d2 == 0); end
            3'd3: begin cur = d3; blank = (d4 == 0) && (d3 == 0); end
            default: begin cur = d4; blank = (d4 == 0); end
        endcase
    end

    seg7_dec u_seg (.bcd(cur), .blank(blank), .seg(seg));

endmodule
