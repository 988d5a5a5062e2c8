// galago_clkdiv: divide-by-4 clock generator plus a slow-domain event counter.
// clk_in drives a 2-bit divider; its MSB is clk_slow (= clk_in / 4, 50% duty) and clocks
// a 12-bit counter that counts pulses on ev_in (synchronised into the slow domain).
// Ports: clk_in, rst_n, ev_in -> clk_slow, count[11:0], ovf.
module galago_clkdiv (
    input  wire        clk_in,
    input  wire        rst_n,
    input  wire        ev_in,
    output wire        clk_slow,
    output reg  [11:0] count,
    output reg         ovf
);
    reg [1:0] div;
    reg       ev_s1, ev_s2, ev_d;

    always @(posedge clk_in or negedge rst_n) begin
        if (!rst_n)
            div <= 2'b00;
        else
            div <= div + 1'b1;
    end

    assign clk_slow = div[1];

    // slow domain
    always @(posedge clk_slow or negedge rst_n) begin
        if (!rst_n) begin
            ev_s1 <= 1'b0;
            ev_s2 <= 1'b0;
            ev_d  <= 1'b0;
        end else begin
            ev_s1 <= ev_in;
            ev_s2 <= ev_s1;
            ev_d  <= ev_s2;
        end
    end

    always @(posedge clk_slow or negedge rst_n) begin
        if (!rst_n) begin
            count <= 12'd0;
            ovf   <= 1'b0;
        end else if (ev_s2 && !ev_d) begin
            count <= count + 1'b1;
            if (&count)
                ovf <= 1'b1;
        end
    end
endmodule
