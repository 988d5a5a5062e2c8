// quinoa_timer: 16-bit down-counting timer with auto-reload and an interrupt flag.
// The count advances on ticks from quinoa_prescaler (separate file quinoa_prescaler.v).
// Ports: clk, rst_n, en, reload[15:0], prescale[7:0], irq_clear, count[15:0], irq.
module quinoa_timer (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        en,
    input  wire [15:0] reload,
    input  wire [7:0]  prescale,
    input  wire        irq_clear,
    output reg  [15:0] count,
    output reg         irq
);
    wire tick;

    quinoa_prescaler u_pre (
        .clk(clk), .rst_n(rst_n), .en(en), .div(prescale), .tick(tick));

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            count <= 16'd0;
            irq   <= 1'b0;
        end else begin
            if (irq_clear)
                irq <= 1'b0;
            if (tick) begin
                if (count == 16'd0) begin
                    count <= reload;
                    irq   <= 1'b1;
                end else
                    count <= count - 16'd1;
            end
        end
endmodule
