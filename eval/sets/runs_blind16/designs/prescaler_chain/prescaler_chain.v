// Prescaler chain: three parameterised divide-by-N stages (module stage_div)
// in series, each producing a one-cycle tick from the previous tick, and a
// square-wave output (div_clk) from the first stage that can feed a slow
// clock domain.  A small event counter runs on that slow clock.
module stage_div #(
    parameter N = 4,
    parameter W = 2
) (
    input  wire clk,
    input  wire rst_n,
    input  wire tick_in,
    output reg  tick_out,
    output reg  half
);
    reg [W-1:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt      <= {W{1'b0}};
            tick_out <= 1'b0;
            half     <= 1'b0;
        end else begin
            tick_out <= 1'b0;
            if (tick_in) begin
                if (cnt == N - 1) begin
                    cnt      <= {W{1'b0}};
                    tick_out <= 1'b1;
                end else begin
                    cnt <= cnt + 1'b1;
                end
                half <= (cnt >= N / 2 - 1) && (cnt != N - 1);
            end
        end
    end
endmodule

module slow_evt_cnt (
    input  wire       sclk,
    input  wire       rst_n,
    input  wire       evt,
    output reg  [9:0] count
);
    always @(posedge sclk or negedge rst_n) begin
        if (!rst_n)
            count <= 10'd0;
        else if (evt)
            count <= count + 1'b1;
    end
endmodule

module prescaler_chain (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       en,
    input  wire       evt,
    output wire       tick_a,
    output wire       tick_b,
    output wire       tick_c,
    output wire       div_clk,
    output wire [9:0] evt_count
);
    wire unused_b, unused_c;

    stage_div #(.N(4),  .W(2)) u_s0 (.clk(clk), .rst_n(rst_n), .tick_in(en),
                                     .tick_out(tick_a), .half(div_clk));
    stage_div #(.N(10), .W(4)) u_s1 (.clk(clk), .rst_n(rst_n), .tick_in(tick_a),
                                     .tick_out(tick_b), .half(unused_b));
    stage_div #(.N(10), .W(4)) u_s2 (.clk(clk), .rst_n(rst_n), .tick_in(tick_b),
                                     .tick_out(tick_c), .half(unused_c));
    slow_evt_cnt u_cnt (.sclk(div_clk), .rst_n(rst_n), .evt(evt), .count(evt_count));
endmodule
