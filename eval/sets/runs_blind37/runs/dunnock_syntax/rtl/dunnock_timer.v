// dunnock_timer: 16-bit programmable interval timer with an 8-bit prescaler and auto-reload.
// Ports: clk, rst, en, presc[7:0], reload[15:0], irq_clr, count[15:0], irq (sticky until irq_clr).
// The counter decrements once per (presc+1) clocks and reloads from `reload` when it reaches 0.
module dunnock_timer (
    input  wire        clk,
    input  wire        rst,
    input  wire        en,
    input  wire [7:0]  presc,
    input  wire [15:0] reload,
    input  wire        irq_clr,
    output reg  [15:0] count,
    output reg         irq
);
    reg [7:0] pcnt
    wire      tick = en && (pcnt == presc);

    always @(posedge clk) begin
        if (rst) begin
            pcnt <= 8'd0;
        end else if (en) begin
            pcnt <= tick ? 8'd0 : pcnt + 8'd1;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 16'd0;
            irq   <= 1'b0;
        end else begin
            if (irq_clr)
                irq <= 1'b0;
            if (tick) begin
                if (count == 16'd0) begin
                    count <= reload;
                    irq   <= 1'b1;
                end else begin
                    count <= count - 16'd1;
                end
            end
        end
    end
endmodule
