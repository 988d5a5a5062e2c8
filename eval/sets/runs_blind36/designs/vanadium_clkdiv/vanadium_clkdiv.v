// vanadium_clkdiv: divide-by-4 clock generator plus a 12-bit event counter running on the divided clock.
// Ports: clk (fast clock), rst_n, evt -> clk_div4 (register output, used as clock), count[11:0], wrap.
// The counter and the event sampler are clocked by clk_div4, i.e. a generated clock in STA.
module vanadium_clkdiv (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        evt,
    output wire        clk_div4,
    output reg  [11:0] count,
    output reg         wrap
);
    reg [1:0] div;
    reg       evt_q;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            div <= 2'b00;
        else
            div <= div + 1'b1;
    end

    assign clk_div4 = div[1];

    always @(posedge clk_div4 or negedge rst_n) begin
        if (!rst_n) begin
            evt_q <= 1'b0;
            count <= 12'd0;
            wrap  <= 1'b0;
        end else begin
            evt_q <= evt;
            wrap  <= 1'b0;
            if (evt_q) begin
                count <= count + 1'b1;
                if (count == 12'hFFF)
                    wrap <= 1'b1;
            end
        end
    end
endmodule
