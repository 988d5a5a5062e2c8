// tussock_addrlatch: address latch and chip-select decoder for a multiplexed 8-bit address/data bus
// (8051 style). While ale is high the low address byte on ad[7:0] flows through a transparent
// latch; it is held when ale falls. The high byte a_hi plus the latched low byte form addr[15:0].
// Chip selects are registered on clk: ROM 0x0000-0x7FFF, RAM 0x8000-0xBFFF, IO 0xF000-0xF0FF.
module tussock_addrlatch (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        ale,
    input  wire [7:0]  ad,
    input  wire [7:0]  a_hi,
    output reg  [7:0]  a_lo,
    output wire [15:0] addr,
    output reg         cs_rom_n,
    output reg         cs_ram_n,
    output reg         cs_io_n
);
    // transparent-high latch (intentional)
    always @(*) begin
        if (ale)
            a_lo = ad;
    end

    assign addr = {a_hi, a_lo};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cs_rom_n <= 1'b1;
            cs_ram_n <= 1'b1;
            cs_io_n  <= 1'b1;
        end else begin
            cs_rom_n <= ~(addr[15] == 1'b0);
            cs_ram_n <= ~(addr[15:14] == 2'b10);
            cs_io_n  <= ~(addr[15:8] == 8'hF0);
        end
    end
endmodule
