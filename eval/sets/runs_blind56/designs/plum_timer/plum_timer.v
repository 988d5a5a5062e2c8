// plum_timer: 16-bit general-purpose timer with prescaler and compare match.
// Hierarchy: plum_prescale (programmable tick divider) -> plum_count16
// (up-counter with auto-reload) -> plum_match (compare + irq pulse).
module plum_timer (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        en,
    input  wire [7:0]  presc_val,
    input  wire [15:0] reload,
    input  wire [15:0] cmp_val,
    output wire [15:0] count,
    output wire        irq,
    output wire        wrap
);
    wire tick;

    plum_prescale u_presc (.clk(clk), .rst_n(rst_n), .en(en), .div(presc_val), .tick(tick));
    plum_count16  u_cnt   (.clk(clk), .rst_n(rst_n), .tick(tick), .reload(reload),
                           .count(count), .wrap(wrap));
    plum_match    u_match (.clk(clk), .rst_n(rst_n), .tick(tick), .count(count),
                           .cmp_val(cmp_val), .irq(irq));
endmodule

// tick every (div+1) clocks while enabled
module plum_prescale (
    input  wire       clk, rst_n, en,
    input  wire [7:0] div,
    output reg        tick
);
    reg [7:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt <= 8'd0; tick <= 1'b0;
        end else if (!en) begin
            cnt <= 8'd0; tick <= 1'b0;
        end else if (cnt == div) begin
            cnt <= 8'd0; tick <= 1'b1;
        end else begin
            cnt <= cnt + 1'b1; tick <= 1'b0;
        end
    end
endmodule

// counts up on tick, reloads at 0xFFFF
module plum_count16 (
    input  wire        clk, rst_n, tick,
    input  wire [15:0] reload,
    output reg  [15:0] count,
    output reg         wrap
);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            count <= 16'd0; wrap <= 1'b0;
        end else begin
            wrap <= 1'b0;
            if (tick) begin
                if (count == 16'hFFFF) begin
                    count <= reload; wrap <= 1'b1;
                end else
                    count <= count + 1'b1;
            end
        end
    end
endmodule

// one-clock irq pulse when the counter equals cmp_val on a tick
module plum_match (
    input  wire        clk, rst_n, tick,
    input  wire [15:0] count, cmp_val,
    output reg         irq
);
    always @(posedge clk or negedge rst_n)
        if (!rst_n) irq <= 1'b0;
        else        irq <= tick && (count == cmp_val);
endmodule
