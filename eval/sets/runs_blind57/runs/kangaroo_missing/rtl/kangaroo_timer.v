// kangaroo_timer: programmable 16-bit timer with prescaler and compare interrupt (top level)
// Sub-modules in kangaroo_parts.v: kangaroo_prescaler (divides clk by PSC+1), kangaroo_counter (16-bit up counter
// with auto-reload), kangaroo_compare (match flag). Ports: clk, rst_n, en, psc[7:0], reload[15:0], cmp[15:0],
// count[15:0], irq (sticky, cleared by irq_clr), irq_clr.
module kangaroo_timer (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        en,
    input  wire [7:0]  psc,
    input  wire [15:0] reload,
    input  wire [15:0] cmp,
    input  wire        irq_clr,
    output wire [15:0] count,
    output reg         irq
);
    wire tick;
    wire wrap;
    wire match;

    kangaroo_prescaler u_psc (
        .clk(clk), .rst_n(rst_n), .en(en), .psc(psc), .tick(tick));

    kangaroo_counter u_cnt (
        .clk(clk), .rst_n(rst_n), .tick(tick), .reload(reload), .count(count), .wrap(wrap));

    kangaroo_compare u_cmp (
        .clk(clk), .rst_n(rst_n), .count(count), .cmp(cmp), .tick(tick), .match(match));

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            irq <= 1'b0;
        else if (irq_clr)
            irq <= 1'b0;
        else if (match)
            irq <= 1'b1;
    end
endmodule
