// anole_timer (work in progress: adding a capture input): 16-bit programmable timer with 8-bit prescaler, compare match, auto-reload
// and a sticky interrupt flag cleared by software.
// Ports: clk, rst_n, enable, auto_reload, presc[7:0], compare[15:0], irq_clear in;
//        count[15:0], irq out.
module anole_timer (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        enable,
    input  wire        auto_reload,
    input  wire [7:0]  presc,
    input  wire [15:0] compare,
    input  wire        irq_clear,
    output reg  [15:0] count,
    input  wire        capture,
    output reg  [15:0] cap_value,
    output reg         irq
);
    reg [7:0] pcnt;
    wire      tick  = enable && (pcnt == presc);
    wire      match = (count == compare);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            pcnt <= 8'd0;
        else if (!enable || tick)
            pcnt <= 8'd0;
        else
            pcnt <= pcnt + 1'b1;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            count <= 16'd0;
        end else if (tick) begin
            if (match)
                count <= auto_reload ? 16'd0 : count;
            else
                count <= count + 1'b1;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            cap_value <= 16'd0
        else if (capture)
            cap_value <= count;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            irq <= 1'b0;
        else if (irq_clear)
            irq <= 1'b0;
        else if (tick && match)
            irq <= 1'b1;
    end
endmodule
